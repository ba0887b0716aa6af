# `web` image: nginx serving the shell (host) at / and the tools remote at /remotes/tools/, and
# proxying /api/, /remotes.json, /health and /ready to the gateway. Listens on 8080, runs as uid 101.
# Build context is the repository root:
#   docker build -f infra/docker/web.Dockerfile -t newsroom/web .
# Runtime variables: GATEWAY_UPSTREAM (host:port, default gateway:3000; in Kubernetes use the
# Service's full name, since nginx's resolver does not apply search domains).

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
# @newsroom/contracts resolves to its dist/, so it is compiled first. The remote is built before the
# host, as the root build:web script does. Both use publicPath 'auto', so the tools remote works
# under /remotes/tools/.
RUN npx tsc -b packages/contracts \
 && npm run build -w frontends/tools \
 && npm run build -w frontends/shell

FROM ${NGINX_IMAGE} AS runtime
LABEL org.opencontainers.image.title="newsroom-web"
USER root
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
USER 101
# 15-local-resolvers (nginx image entrypoint) exports NGINX_LOCAL_RESOLVERS from /etc/resolv.conf;
# 20-envsubst renders /etc/nginx/templates/*.template into conf.d, substituting only these names.
ENV NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 \
    NGINX_ENVSUBST_FILTER="^(GATEWAY_UPSTREAM|NGINX_LOCAL_RESOLVERS)" \
    GATEWAY_UPSTREAM=gateway:3000
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY infra/nginx/snippets/ /etc/nginx/snippets/
COPY infra/nginx/errors/ /usr/share/nginx/errors/
COPY infra/nginx/web.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/frontends/shell/dist/ /usr/share/nginx/html/
COPY --from=build /app/frontends/tools/dist/ /usr/share/nginx/html/remotes/tools/
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/nginx-health || exit 1
