# syntax=docker/dockerfile:1
# Self-hosted Switchboard: the standalone output (next.config.ts) on node:20-bookworm-slim, run as an
# unprivileged user. Build: docker build -t switchboard .   Run: see compose.yaml and the README's "Deploy".

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# argon2 compiles its binding at install when no prebuilt one fits: the tools stay in the build stages.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile is written on linux-x64 and lacks other platforms' optional builds.
RUN npm install --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# The standalone server serves .next/static and public/ only from beside it (Next.js leaves the copy to the
# deployer): the simulator's recordings live in public/.
RUN npm run build \
  && cp -r .next/static .next/standalone/.next/static \
  && cp -r public .next/standalone/public
# This stage also serves as the operator's toolbox, with the whole source and node_modules:
#   docker build --target build -t switchboard-tools .
#   docker run --rm --env-file .env switchboard-tools npm run db:migrate        (or: npm run cli -- doctor)

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    PGLITE_DIR=/data/pglite
RUN groupadd --system --gid 1001 app \
  && useradd --system --uid 1001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
  && mkdir -p /data \
  && chown app:app /data
# Only what the standalone server needs (its traced node_modules, static assets and public/ included), plus the
# script that starts it (`npm start` outside a container).
COPY --from=build --chown=app:app /app/.next/standalone ./.next/standalone
COPY --from=build --chown=app:app /app/scripts/start-standalone.mjs ./scripts/start-standalone.mjs
USER app
EXPOSE 3000
# Only used by the embedded database (no DATABASE_URL): a single container, for trials.
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the server stops accepting, finishes requests in flight and the worker's pass, closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start-standalone.mjs"]
