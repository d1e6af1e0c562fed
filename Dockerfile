# The shop's server, one instance per container (docs/deployment.md, "Containers"). The same steps
# `npm run stack` runs on a machine: `npm ci`, `npm run build`, then `npm run serve`'s command.
# No container engine runs on the project's own machines: this file is checked by review, not built
# there (docs/vendors.md).
#   docker build -t tasman-cad-site .
#   docker compose -f deploy/compose.yaml up      PostgreSQL, two instances, Varnish in front
# Settings the browser needs (PUBLIC_FIREBASE_*, SENTRY_DSN, GTM_ID) are build arguments too: pass them
# with --build-arg when the build must know them (docs/configuration.md).

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_FIREBASE_API_KEY="" PUBLIC_FIREBASE_AUTH_DOMAIN="" PUBLIC_FIREBASE_PROJECT_ID="" SENTRY_DSN="" GTM_ID=""
ENV ASTRO_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:24-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only: what the build leaves outside its bundle and the server wrapper's own.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/data MALLOC_ARENA_MAX=2
COPY --from=dependencies --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json ./
COPY --chown=root:root scripts/serve.mjs scripts/serve-options.mjs ./scripts/
# The embedded demo dataset, for a container without Sanity (CONTENT_DATASET).
COPY --chown=root:root content/dataset.ndjson ./content/dataset.ndjson
RUN mkdir -p /data && chown node:node /data
# The code belongs to root and cannot be changed by the server; only /data is its own.
USER node
VOLUME ["/data"]
EXPOSE 4321
# 200 once ready (database migrated, content loaded); 503 while it stops.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4321) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server with node as PID 1 (exec form, no shell, no npm between): SIGTERM from `docker stop` reaches
# the server, which stops gracefully (docs/operations.md). Node's options here and MALLOC_ARENA_MAX above
# are those of scripts/serve-options.mjs (a unit test holds them equal), so serve.mjs starts no child.
STOPSIGNAL SIGTERM
CMD ["node", "--liftoff-only", "--max-old-space-size=512", "--max-semi-space-size=8", "scripts/serve.mjs"]
