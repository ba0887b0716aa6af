# `admin-web` image: the admin remote, deployed on its own (own origin, own release cadence).
# nginx serves frontends/admin/dist at / on port 8082 with CORS for the shell's origin, so the shell
# can fetch mf-manifest.json and the chunks. Runs as uid 101.
# Build context is the repository root:
#   docker build -f infra/docker/admin-web.Dockerfile -t newsroom/admin-web .
# Runtime variables: WEB_ORIGIN, the shell's origin (scheme://host[:port]), default http://localhost:8080.
# The gateway's ADMIN_REMOTE_URL must point at <this origin>/mf-manifest.json.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package-lock.json /manifests/ \
 && find . -maxdepth 3 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Install scripts skipped: @swc/core's native binding comes as an optional package.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages ./packages
COPY frontends ./frontends
# @newsroom/contracts resolves to its dist/, so it is compiled first.
RUN npx tsc -b packages/contracts \
 && npm run build -w frontends/admin

FROM ${NGINX_IMAGE} AS runtime
LABEL org.opencontainers.image.title="newsroom-admin-web"
USER root
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
USER 101
ENV NGINX_ENVSUBST_FILTER="^WEB_ORIGIN" \
    WEB_ORIGIN=http://localhost:8080
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY infra/nginx/snippets/ /etc/nginx/snippets/
COPY infra/nginx/admin-web.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/frontends/admin/dist/ /usr/share/nginx/html/
EXPOSE 8082
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8082/nginx-health || exit 1
