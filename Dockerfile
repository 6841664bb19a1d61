# Fabula in a container (README, "Self-hosting with Docker"):
#   docker build -t fabula .
#   docker run -d -p 3000:3000 -v fabula-data:/data -e PUBLIC_URL=http://192.168.1.20:3000 fabula
# or `docker compose up -d` (compose.yaml). Two stages: the first installs every dependency and
# builds the web client and the built-in deck's images; the second keeps what runs, as the
# unprivileged `node` user, with the rooms and uploaded decks in the /data volume.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so that the dependencies are a layer of their own, rebuilt only when
# they change. `npm install` honours the lockfile's versions (.ci/run says why not `npm ci`).
COPY package.json package-lock.json .nvmrc ./
COPY scripts/require-node.cjs scripts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/bots/package.json packages/bots/
COPY packages/deck/package.json packages/deck/
COPY packages/protocol/package.json packages/protocol/
COPY packages/rules/package.json packages/rules/
RUN npm install --no-audit --no-fund
COPY . .
# The web client, and the built-in deck's 336 cards at every width (else drawn on first view).
RUN npm run -s build -w @fabula/web && npm run -s build -w @fabula/deck
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# Owned by root, so the server cannot change its own code; /data is the node user's.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) finishes the requests under way and stores them before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "--no-memory-reducer", "apps/server/src/main.ts"]
