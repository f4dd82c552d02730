# syntax=docker/dockerfile:1
# API / projector image (decision 211). Build: docker build -t chauffeur-api .
# Three stages: `build` compiles the server (dist/server) and the web app (web/dist) with every dependency;
# `prod-deps` installs the production dependencies of the server's workspaces only, compiling the native
# ones (better-sqlite3) against the same Node as the runtime; the final stage holds those two outputs and
# node_modules, nothing else: no TypeScript sources, no development dependencies, no tsx, no compiler.
# tests/lint/dockerfile.test.ts checks these rules on this file.

# The current Node LTS (Node 26, "Lithium", Active LTS since October 2026; Node 24 is in maintenance).
# Inside the project's engines range (package.json); the image's Debian is the current stable, trixie.
ARG NODE_IMAGE=node:26-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/platform/package.json services/platform/
COPY services/eventstore/package.json services/eventstore/
COPY services/api/package.json services/api/
COPY projections/package.json projections/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY scripts scripts
COPY contracts contracts
COPY services services
COPY projections projections
COPY web web
# The server (scripts/server-build.mjs → dist/server) and the web app (→ web/dist).
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/platform/package.json services/platform/
COPY services/eventstore/package.json services/eventstore/
COPY services/api/package.json services/api/
COPY projections/package.json projections/
COPY web/package.json web/
COPY tests/package.json tests/
# Production dependencies of the server's workspaces only (not the web app's React and map libraries,
# which are bundled into web/dist). The workspace links are dropped: the compiled server bundles our
# packages, and the links would point at sources the image does not hold.
RUN npm ci --omit=dev --no-audit --no-fund \
    --workspace=@chauffeur/api --workspace=@chauffeur/platform --workspace=@chauffeur/eventstore \
    --workspace=@chauffeur/projections --workspace=@chauffeur/contracts \
  && rm -rf node_modules/@chauffeur node_modules/.package-lock.json
# better-sqlite3 needs its compiled addon only: its C sources and the compiler's objects (~25 MB) go.
RUN cd node_modules/better-sqlite3 \
  && mv build/Release/better_sqlite3.node /tmp/ \
  && rm -rf build deps src \
  && mkdir -p build/Release && mv /tmp/better_sqlite3.node build/Release/

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production WEB_DIST=/app/web/dist DATA_DIR=/data
# Code and dependencies belong to root and are read-only for the server's user; only /data is its own.
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/dist/server dist/server
COPY --from=build /app/web/dist web/dist
# /data/uploads exists so that a named volume mounted there (compose: `uploads`) starts owned by `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# scripts/server-command.mjs serverArgs('compiled'): the V8 flags of scripts/server-node-flags.mjs, source
# maps for TypeScript lines in stack traces, the compiled entry. The operator's commands run the same way:
# docker compose exec api node dist/server/projections.js status (or admin.js).
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "dist/server/main.js"]
