/**
 * The import boundaries of eslint.config.js, each shown to fail on a deliberate violation (and to pass the same file
 * without it), linting text as if it were a file at the path given: nothing is written to the tree.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it('refuse a deployable module importing the local tooling', { timeout: 60_000 }, async () => {
    const violation = "import { basePath } from '../../local/server.ts';\n\nexport const probe = basePath;\n";
    expect(await problems('functions/src/handlers/probe.ts', violation)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/local is local tooling/),
    ]);
    // The local tooling itself, and the tests, may.
    expect(await problems('tests/unit/probe.ts', "import { basePath } from '../../functions/local/server.ts';\n\nexport const probe = basePath;\n")).toEqual(
      [],
    );
  });
});
