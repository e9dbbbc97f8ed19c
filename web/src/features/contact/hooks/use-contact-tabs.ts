/**
 * The contact screen's three forms as tabs (catering first; `?form=dish-request` or
 * `?form=ingredients-request` opens another first): which is shown, which have been opened (a form
 * stays mounted once opened, so switching back keeps what was typed), and the keys that move
 * between the tabs.
 */
import { business } from '@business';
import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BowlIcon, ClocheIcon, LeafIcon } from '../../../components/screen-icons.tsx';
import { CateringPanel } from '../components/catering-form.tsx';
import { DishRequestPanel } from '../components/dish-request-form.tsx';
import { IngredientsRequestPanel } from '../components/ingredients-request-form.tsx';

export type ContactForm = {
  id: 'catering' | 'dish-request' | 'ingredients-request';
  label: string;
  title: string;
  intro: string;
  Icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
};

export const contactForms: readonly ContactForm[] = [
  {
    id: 'catering',
    label: 'Catering',
    title: 'Catering enquiry',
    intro: `Planning a meeting, a party or a wedding? Tell us about it and we will put together a menu for your guests anywhere in ${business.serviceArea.name}.`,
    Icon: ClocheIcon,
    Panel: CateringPanel,
  },
  {
    id: 'dish-request',
    label: 'Dish Request',
    title: 'Request a dish',
    intro: 'Missing a favourite from home? Tell us which dish you would like us to cook.',
    Icon: BowlIcon,
    Panel: DishRequestPanel,
  },
  {
    id: 'ingredients-request',
    label: 'Ingredients Request',
    title: 'Request ingredients',
    intro: 'Choose an entrée, see what goes into it, and tell us what you would like added.',
    Icon: LeafIcon,
    Panel: IngredientsRequestPanel,
  },
];

export function useContactTabs() {
  const [searchParams] = useSearchParams();
  const baseId = useId();
  const [activeId, setActiveId] = useState(() => contactForms.find((form) => form.id === searchParams.get('form'))?.id ?? 'catering');
  const [opened, setOpened] = useState<ReadonlySet<ContactForm['id']>>(() => new Set([activeId]));
  const tabRefs = useRef(new Map<ContactForm['id'], HTMLButtonElement>());
  const tabRef = (id: ContactForm['id']) => (element: HTMLButtonElement | null) => {
    if (element) tabRefs.current.set(id, element);
    else tabRefs.current.delete(id);
  };
  const tabId = (id: ContactForm['id']) => `${baseId}-tab-${id}`;
  const panelId = (id: ContactForm['id']) => `${baseId}-panel-${id}`;

  const choose = (id: ContactForm['id'], focus = false) => {
    setActiveId(id);
    setOpened((current) => (current.has(id) ? current : new Set(current).add(id)));
    if (focus) tabRefs.current.get(id)?.focus();
  };

  // The tabs follow the arrow keys, Home and End (WAI-ARIA tabs pattern, selection follows focus).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = contactForms.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowRight: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const form = contactForms[target];
    if (form) choose(form.id, true);
  };

  return { contactForms, baseId, activeId, opened, tabId, panelId, tabRef, choose, onTabKeyDown };
}
