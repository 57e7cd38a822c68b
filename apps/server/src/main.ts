import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { ConfigError, loadConfig } from './platform/config';
import { maskEmail } from './platform/log-redaction';
import { diskStorage } from './platform/storage';
import { ensureAdmin } from './seed/admin';
import { seedDemoWithCountry, shouldSeedDemo } from './seed/demo';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= defaultWebDist;
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });

  if (config.adminEmail && config.adminPassword) {
    const result = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    app.log.info({ account: maskEmail(config.adminEmail), result }, 'administrator from ADMIN_EMAIL');
  }
  if (await shouldSeedDemo(database.db, config.seed)) {
    const started = Date.now();
    const demo = await seedDemoWithCountry(database.db, diskStorage(path.join(config.dataDir, 'uploads')));
    const lines = demo.accounts.map((account) => `  ${account.userType.padEnd(12)} ${account.email}`);
    const { country } = demo;
    console.log(
      `\nDemo accounts (password: ${demo.password}):\n${lines.join('\n')}\n` +
        `Demo country: ${country.institutions} institutions, ${country.roll} graduates on the rolls, ` +
        `${country.graduates} signed up, ${country.respondents} tracer answers, ${country.jobs} jobs, ` +
        `${country.conversations} conversations, ${country.tickets} support tickets ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`TVET Graduate Tracer on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
