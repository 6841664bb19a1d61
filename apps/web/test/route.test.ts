import { describe, expect, it } from 'vitest';
import { boardPath, parseRoute, roomPath, routingQuery } from '../src/router-parse.ts';

describe('routes', () => {
  it('parses the TV board of a room', () => {
    expect(parseRoute('/r/k7qx3m/board')).toEqual({ page: 'board', code: 'K7QX3M' });
    expect(parseRoute('/r/K7QX3M/board/')).toEqual({ page: 'board', code: 'K7QX3M' });
    expect(parseRoute('/r/K7QX3M')).toEqual({ page: 'room', code: 'K7QX3M' });
    expect(parseRoute('/r/K7QX3M/boards')).toEqual({ page: 'home' });
    expect(parseRoute('/r/NOPE0/board')).toEqual({ page: 'home' });
    expect(parseRoute('/r/K7QX3M/board/x')).toEqual({ page: 'home' });
  });

  it('builds the paths it parses', () => {
    expect(parseRoute(boardPath('K7QX3M'))).toEqual({ page: 'board', code: 'K7QX3M' });
    expect(parseRoute(roomPath('K7QX3M' as never))).toEqual({ page: 'room', code: 'K7QX3M' });
  });

  it("names the room in the socket's URL for the load balancer, and nothing elsewhere", () => {
    expect(routingQuery('/r/k7qx3m')).toEqual({ room: 'K7QX3M' });
    expect(routingQuery('/r/K7QX3M/board')).toEqual({ room: 'K7QX3M' });
    expect(routingQuery('/')).toEqual({});
    expect(routingQuery('/r/NOPE0')).toEqual({});
  });
});
