/**
 * Every npm script runs this first, with whatever `node` is on the PATH: on an older Node.js it
 * stops with one sentence instead of a stack trace from the first TypeScript file (Node.js 24
 * runs them as they are; Node.js 20 cannot). Plain old JavaScript on purpose, so that any Node.js
 * can read it: no TypeScript, no modules, no new syntax.
 */
'use strict';

var fs = require('fs');
var path = require('path');

/** The major version Fabula runs on, from .nvmrc (the file `nvm use` reads). */
function neededMajor() {
  var text = fs.readFileSync(path.join(__dirname, '..', '.nvmrc'), 'utf8');
  var major = parseInt(text.trim(), 10);
  if (!(major > 0)) throw new Error('.nvmrc holds no Node.js major version: "' + text + '"');
  return major;
}

/** The npm command that ran this script, from the variables npm sets (`npm start` without them). */
function npmCommand(env) {
  var event = env.npm_lifecycle_event;
  if (!event || event === 'start') return 'npm start';
  if (event === 'preinstall') return 'npm install';
  if (event === 'test') return 'npm test';
  var name = env.npm_package_name;
  return 'npm run ' + event + (name && name !== 'fabula' ? ' -w ' + name : '');
}

/**
 * The sentence to stop with, or null when `version` (e.g. "v20.20.2") is new enough.
 *
 * @example
 * nodeVersionProblem('v20.20.2', 24, '/usr/bin/node', 'npm test') // 'Fabula needs Node.js 24, …'
 */
function nodeVersionProblem(version, needed, executable, command) {
  var major = parseInt(String(version).replace(/^v/, ''), 10);
  if (major >= needed) return null;
  return (
    'Fabula needs Node.js ' +
    needed +
    ', but the node on your PATH is ' +
    version +
    ' (' +
    executable +
    "): switch with `nvm use` in this folder, or run it with npm's node@" +
    needed +
    ' package as `npx -y -p node@' +
    needed +
    ' -- ' +
    command +
    '`.'
  );
}

module.exports = { neededMajor: neededMajor, nodeVersionProblem: nodeVersionProblem };

if (require.main === module) {
  var problem = nodeVersionProblem(
    process.version,
    neededMajor(),
    process.execPath,
    npmCommand(process.env),
  );
  if (problem !== null) {
    process.stderr.write(problem + '\n');
    process.exit(1);
  }
}
