import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { loadSettings } from '../env.ts';
import { exitOnStartupError, StartupError } from '../lib/startup-error.ts';
import {
  administratorSchema,
  BuiltInAccountError,
  makeAdministrator,
} from '../modules/accounts/first-administrator.ts';

const USAGE =
  'Usage: create-admin --email <address> [--first-name <name>] [--last-name <name>]\n' +
  'The password is asked for, or read from ADMIN_PASSWORD, or from the first line of standard input.';

/** One line typed at the terminal; what is typed is not shown when `hidden`. */
async function ask(question: string, hidden = false): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // readline echoes through _writeToOutput; muting it after the question hides the password.
    const line = prompt as unknown as { _writeToOutput: (text: string) => void };
    const write = line._writeToOutput.bind(line);
    line._writeToOutput = (text) => write(text.startsWith(question) ? question : '');
  }
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
    if (hidden) process.stdout.write('\n');
  }
}

async function firstLineOfInput(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return firstLineOfInput();
  const typed = await ask('Password: ', true);
  if ((await ask('The same password again: ', true)) !== typed) {
    throw new StartupError('The two passwords differ; nothing was changed.');
  }
  return typed;
}

function options() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string', default: 'Office' },
        'last-name': { type: 'string', default: 'Administrator' },
      },
    });
  } catch (error) {
    throw new StartupError(`${(error as Error).message}\n${USAGE}`);
  }
}

/**
 * `npm run admin:create` (`node apps/api/dist/create-admin.js` in a production install): makes
 * the first administrator, or gives an existing account the role and a new password.
 */
async function createAdmin() {
  const { values } = options();
  const email = values.email ?? (process.stdin.isTTY ? await ask('Email: ') : undefined);
  if (!email) throw new StartupError(`Name the administrator's email.\n${USAGE}`);

  const parsed = administratorSchema.safeParse({
    email,
    password: await password(),
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map((issue) => `  ${issue.message}.`))];
    throw new StartupError(`Nothing was changed:\n${problems.join('\n')}`);
  }

  const { config } = loadSettings(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await makeAdministrator(database.db, config, parsed.data);
    console.info(
      outcome === 'created'
        ? `${parsed.data.email} is an administrator now: sign in at /login.`
        : `${parsed.data.email} already had an account: it is an administrator now, with the new ` +
            'password, and its older sessions have ended.',
    );
  } catch (error) {
    if (error instanceof BuiltInAccountError) throw new StartupError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

await createAdmin().catch(exitOnStartupError);
