import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { CatalogueSeed } from '../constructs/catalogue-seed.ts';

export type SeedStackProps = StackProps & {
  /** The data stack's table, by its fixed name. */
  tableName: string;
  stage: string;
};

/**
 * Opens the shop for business: seeds the starter menu and FAQs into the table once
 * (infra/constructs/catalogue-seed.ts), after the data stack.
 *
 * A stack of its own rather than part of the data stack, which stays stateful-only: the table's
 * stack then changes only when the table does, and a seed that fails on the very first deploy rolls
 * back only this stack. In the data stack, that rollback would leave the retained table behind under
 * its fixed name and block the next deploy. Not in the API stack either: that stack is one function
 * per route, and the seed is a deploy step, not a route.
 */
export class SeedStack extends Stack {
  readonly catalogueSeed: CatalogueSeed;

  constructor(scope: Construct, id: string, props: SeedStackProps) {
    super(scope, id, props);
    this.catalogueSeed = new CatalogueSeed(this, 'StarterCatalogue', { tableName: props.tableName, stage: props.stage });
  }
}
