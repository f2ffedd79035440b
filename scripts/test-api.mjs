// The API integration suite, on both databases.
import { runVitestOnBothDatabases } from './on-both-databases.mjs';

runVitestOnBothDatabases('API integration tests', ['--project', 'api']);
