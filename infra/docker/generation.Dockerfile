# Generation image: one image, two processes (NestJS).
#   API    (default CMD): node services/generation/dist/api.main.js     PORT 3002
#   worker (override):    node services/generation/dist/worker.main.js  health on WORKER_HEALTH_PORT 3012
#     (its health check: node /usr/local/lib/newsroom/healthcheck.cjs 3012)
# Build context is the repository root:
#   docker build -f infra/docker/generation.Dockerfile -t newsroom/generation .
#
# Stages: manifests (package.json files only, so dependency layers survive code edits) ->
# deps (production node_modules for this workspace only) -> build (tsc -b with dev deps) -> runtime.
# The five backend Dockerfiles differ only in the workspace path, port and CMD.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package-lock.json /manifests/ \
 && find . -maxdepth 3 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# Production dependencies of this workspace (and of the workspace packages it uses), hoisted into the
# root node_modules; @newsroom/* are symlinks into packages/. Install scripts are skipped: every native
# dependency here ships a prebuilt binary as an optional package (and npm 10 ignores allowScripts).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace services/generation

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages ./packages
COPY services/generation ./services/generation
# tsc -b follows the project references (packages/contracts, packages/nest-common), then the
# dist folders are gathered under /out with their repository paths; type declarations are dropped.
RUN npx tsc -b services/generation \
 && for d in packages/* services/generation; do \
      if [ -d "$d/dist" ]; then mkdir -p "/out/$d" && cp -R "$d/dist" "/out/$d/"; fi; \
    done \
 && find /out -name '*.d.ts' -delete

FROM ${NODE_IMAGE} AS runtime
LABEL org.opencontainers.image.title="newsroom-generation"
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0 \
    PORT=3002
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /out/ ./
COPY infra/docker/healthcheck.cjs /usr/local/lib/newsroom/healthcheck.cjs
USER node
EXPOSE 3002 3012
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "/usr/local/lib/newsroom/healthcheck.cjs"]
# node itself is PID 1 (no npm in between) so SIGTERM reaches the graceful shutdown handler.
CMD ["node", "services/generation/dist/api.main.js"]
