/** The command-line tools, by npm script, and the file each is built into (apps/api/build.mjs). */
const BUILT_FILES = {
  'db:seed': 'db-seed.js',
  'db:backup': 'db-backup.js',
  'db:restore': 'db-restore.js',
  'admin:create': 'create-admin.js',
} as const;

/**
 * How an operator runs one of our tools on this install: the npm script in a checkout, the
 * built file in a production install, which has no tsx (README, Deploy). Told by how this
 * process itself was started.
 */
export function toolCommand(tool: keyof typeof BUILT_FILES, args = ''): string {
  const built = /[\\/]dist[\\/][^\\/]+\.js$/.test(process.argv[1] ?? '');
  const command = built ? `node apps/api/dist/${BUILT_FILES[tool]}` : `npm run ${tool}`;
  if (!args) return command;
  return built ? `${command} ${args}` : `${command} -- ${args}`;
}
