# The portal on Node 24: build stage with dev dependencies, runtime stage with production ones.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lock file is made on a registry mirror without other platforms' optional packages: npm ci may refuse it.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/package.json ./package.json
USER node
EXPOSE 3000
# As npm start: the supervisor (docs/decisions/043-a-crash-is-not-an-outage.md) with WEB_CONCURRENCY workers, under the
# heap limits of scripts/server-flags.json (docs/decisions/011-server-heap-limits.md), which the workers inherit.
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=16", "--enable-source-maps", "dist/server/supervisor.js"]
