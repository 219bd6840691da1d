# Steady's one image: the compiled CMS serving /api, /admin and the built web app on one port.
# Docker cannot run on our build machines; this file is kept in step with the topology that
# `npm run bench:load` and CI do run (docs/deploy.md says how).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and sharp build or fetch native parts during npm ci.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY apps/cms/package.json apps/cms/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY packages/contracts/package.json packages/contracts/
COPY packages/mail-drop/package.json packages/mail-drop/
RUN npm ci --no-audit --no-fund
COPY . .
# Web app, contracts, CMS server and admin panel (the admin build needs secrets only to run, not to build).
RUN npm run build -w @steady/contracts && npm run build -w @steady/web \
 && cd apps/cms && NODE_ENV=production npx strapi build \
 && cd /app && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true
COPY --from=build /app /app
USER node
EXPOSE 1337
WORKDIR /app/apps/cms
# SIGTERM reaches Strapi directly (no npm in between), so a rolling restart drains in-flight requests.
# --max-semi-space-size: as scripts/lib/project.mjs serverNodeArgs (fewer GC pauses under load).
CMD ["node", "--max-semi-space-size=64", "/app/node_modules/@strapi/strapi/bin/strapi.js", "start"]
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:1337/_ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
