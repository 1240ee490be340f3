#!/usr/bin/env node
import { runCroupierCli } from './program.ts';

process.exitCode = await runCroupierCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
