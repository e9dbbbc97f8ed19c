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

const probe = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\n\nexport const probe = ${name};\n`;

describe('import boundaries', () => {
  it('refuse a deployable module importing the local tooling', { timeout: 60_000 }, async () => {
    expect(await problems('functions/src/catalogue/handlers/probe.ts', probe('../../../local/server.ts', 'basePath'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/local is local tooling/),
    ]);
    // The local tooling itself, and the tests, may.
    expect(await problems('tests/unit/probe.ts', probe('../../functions/local/server.ts', 'basePath'))).toEqual([]);
  });

  it("refuse an area reaching into another area's internals, and allow its public entry and its contract", { timeout: 60_000 }, async () => {
    // ordering is above orders: it may use orders, but only through orders/index.ts or orders/contract/.
    expect(await problems('functions/src/ordering/use-cases/probe.ts', probe('../../orders/store/order.ts', 'getOrder'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*ordering uses orders only through orders\/index\.ts/),
    ]);
    expect(await problems('functions/src/ordering/use-cases/probe.ts', probe('../../orders/index.ts', 'getOrder'))).toEqual([]);
    expect(await problems('functions/src/ordering/use-cases/probe.ts', probe('../../orders/contract/order.ts', 'orderSchema'))).toEqual([]);
  });

  it(
    "refuse an import against the areas' order (the one way a cycle of areas could form), and the platform importing an area",
    { timeout: 60_000 },
    async () => {
      // ordering uses payments (a card is captured when the kitchen accepts); payments never uses ordering, not even its entry.
      expect(await problems('functions/src/payments/use-cases/probe.ts', probe('../../ordering/index.ts', 'takeOrderStep'))).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*payments is below ordering in the areas' order/),
      ]);
      expect(await problems('functions/src/ordering/use-cases/probe.ts', probe('../../payments/index.ts', 'refundCardOrder'))).toEqual([]);
      expect(await problems('functions/src/platform/http/probe.ts', probe('../../accounts/index.ts', 'findUserByEmail'))).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*The platform is below every area/),
      ]);
    },
  );

  it("refuse a handler reaching the store itself, and an area's rules importing storage", { timeout: 60_000 }, async () => {
    expect(await problems('functions/src/accounts/handlers/probe.ts', probe('../store/user.ts', 'getUser'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Handlers stay thin/),
    ]);
    expect(await problems('functions/src/accounts/rules/probe.ts', probe('../store/user.ts', 'getUser'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*rules\/ import no store/),
    ]);
    // A use case may.
    expect(await problems('functions/src/accounts/use-cases/probe.ts', probe('../store/user.ts', 'getUser'))).toEqual([]);
  });

  it("refuse the web importing anything of functions/ but an area's contract", { timeout: 60_000 }, async () => {
    expect(await problems('web/src/features/cart/probe.ts', probe('@functions/cart/store/cart-line', 'listLines'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*only through an area's contract/),
    ]);
    expect(await problems('web/src/features/cart/probe.ts', probe('@functions/cart/contract/cart', 'cartSchema'))).toEqual([]);
  });
});
