/**
 * The menu's previewed dish (docs/product.md#menu-screen): the card last hovered or focused, else `first`. It alone
 * follows the preview store, so a card hovered or tapped redraws this line, not the menu's rows (a tap on a phone
 * hovers the card first: the rows redrawn there were most of the tap's wait). Space is kept so nothing shifts.
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { usePreviewedDish } from '../hooks/use-previewed-dish.ts';

type MenuPreviewProps = { first: MenuDish | null; className: string | undefined; nameClassName: string | undefined; textClassName: string | undefined };

export function MenuPreview({ first, className, nameClassName, textClassName }: MenuPreviewProps) {
  const previewed = usePreviewedDish() ?? first;
  return (
    <p key={previewed?.id} className={className}>
      {previewed ? (
        <>
          <strong className={nameClassName}>{previewed.name}</strong>
          <span className={textClassName}>{previewed.description}</span>
        </>
      ) : null}
    </p>
  );
}
