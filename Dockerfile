# API / projector image. Build: docker build -t chauffeur-api .
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/platform/package.json services/platform/
COPY services/eventstore/package.json services/eventstore/
COPY services/api/package.json services/api/
COPY projections/package.json projections/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS web
COPY contracts contracts
COPY web web
RUN npm run build -w @chauffeur/web

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production WEB_DIST=/app/web/dist DATA_DIR=/data
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY contracts contracts
COPY services services
COPY projections projections
COPY --from=web /app/web/dist web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The V8 flags of scripts/server-node-flags.mjs.
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "services/api/src/main.ts"]
