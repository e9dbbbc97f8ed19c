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

  it('refuse a handler reaching the table itself, and the domain importing storage', { timeout: 60_000 }, async () => {
    const fromHandler = "import { getUser } from '../../data/user.ts';\n\nexport const probe = getUser;\n";
    expect(await problems('functions/src/handlers/users/probe.ts', fromHandler)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Handlers stay thin/),
    ]);
    const fromDomain = "import { getUser } from '../data/user.ts';\n\nexport const probe = getUser;\n";
    expect(await problems('functions/src/domain/probe.ts', fromDomain)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*The domain imports neither/),
    ]);
    // A service may.
    expect(await problems('functions/src/services/probe.ts', fromDomain)).toEqual([]);
  });
});
