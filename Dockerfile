# syntax=docker/dockerfile:1
# The site and its server in one image: built once, then only the production folder
# (scripts/build-production.mjs) on a slim Node.js 24 LTS. docs/operations.md tells how to
# run it. No Docker engine runs in CI: scripts/production-smoke.mjs builds the same folder
# and starts it with this file's ENV, CMD and HEALTHCHECK (it reads them from here), so keep
# each ENV on a line of its own.

ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
# package.json's packageManager; npm rather than corepack, whose signature checks fail on
# some networks.
ARG PNPM_VERSION=10.34.9
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /src
# The lockfile alone decides what is downloaded: this layer is reused until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm run build
RUN node scripts/build-production.mjs /out

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production
ENV SITE_DIST=/app/site/dist
ENV ADMIN_DIST=/app/admin/dist
# Local state: the embedded database when no DATABASE_URL is given, e-mail kept as files
# without SMTP, and the media library's files without a bucket (DATA_DIR/media). Mount a
# volume on /data to keep them.
ENV PGLITE_DIR=/data/pglite
ENV MAIL_DIR=/data/mail
ENV DATA_DIR=/data
ENV LOG_FORMAT=json
ENV UV_THREADPOOL_SIZE=16
WORKDIR /app
# The code stays root's (the process cannot rewrite it); the node image's unprivileged
# `node` user owns only the state folders. They exist in the image so that a volume
# mounted on one of them starts with that owner.
RUN mkdir -p /data/pglite /data/mail /data/media && chown -R node:node /data
COPY --from=build /out /app
USER node
EXPOSE 3000
# The server drains on SIGTERM (readiness fails, in-flight requests and outbox jobs finish,
# about 20 s at most), then exits 0: give it that long before a kill (compose's
# stop_grace_period, Kubernetes' terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
# Readiness: started, database reachable, not draining. Slim images have no curl; Node has
# fetch. The start period covers migrations and seeding on a first start.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The flags are scripts/server-node-flags.mjs (docs/operations.md, "Node.js flags").
CMD ["node", "--max-semi-space-size=32", "dist/main.js"]
