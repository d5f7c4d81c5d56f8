# syntax=docker/dockerfile:1
# PerRound: one image for every role (release/migrate, web, worker), chosen by the command.
# Build: the full dependency set compiles the client (Vite) and the server (esbuild) into dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only, the build output, a non-root user; node itself is PID 1
# (--init adds tini in compose; node handles SIGTERM with a graceful shutdown either way).
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY scripts/docker-entry.sh ./docker-entry.sh
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["./docker-entry.sh"]
CMD ["web"]
