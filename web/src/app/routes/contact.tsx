/**
 * The contact screen (spec section 2, "Contact screen"): a left panel 'Choose type of form' whose
 * tabs switch between the catering, dish request and ingredients request forms (catering first),
 * and the phone number and e-mail address for everything else. `?form=dish-request` or
 * `?form=ingredients-request` opens another form first. A form is mounted when first opened and
 * stays mounted while hidden, so switching back keeps what was typed.
 */
import { business } from '@business';
import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BowlIcon, ClocheIcon, LeafIcon, MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { CateringPanel } from '../../features/contact/components/catering-form.tsx';
import { DishRequestPanel } from '../../features/contact/components/dish-request-form.tsx';
import { IngredientsRequestPanel } from '../../features/contact/components/ingredients-request-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './contact.module.scss';

type ContactForm = {
  id: 'catering' | 'dish-request' | 'ingredients-request';
  label: string;
  title: string;
  intro: string;
  Icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
};

const contactForms: readonly ContactForm[] = [
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

export function ContactScreen() {
  useDocumentTitle(`Contact Us | ${business.name}`);
  const [searchParams] = useSearchParams();
  const baseId = useId();
  const [activeId, setActiveId] = useState(() => contactForms.find((form) => form.id === searchParams.get('form'))?.id ?? 'catering');
  const [opened, setOpened] = useState<ReadonlySet<ContactForm['id']>>(() => new Set([activeId]));
  const tabRefs = useRef(new Map<ContactForm['id'], HTMLButtonElement>());
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

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Get in touch</p>
        <h1 className={styles.title}>Contact Us</h1>
        <p className={styles.lead}>Catering for your event, a dish you miss, or an ingredient you would love: we read every message.</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.chooser}>
          <h2 id={`${baseId}-chooser`} className={styles.chooserTitle}>
            Choose type of form
          </h2>
          <div role="tablist" aria-labelledby={`${baseId}-chooser`} aria-orientation="vertical" className={styles.tabs}>
            {contactForms.map((form, index) => {
              const selected = form.id === activeId;
              return (
                <button
                  key={form.id}
                  ref={(element) => {
                    if (element) tabRefs.current.set(form.id, element);
                    else tabRefs.current.delete(form.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(form.id)}
                  aria-selected={selected}
                  aria-controls={panelId(form.id)}
                  tabIndex={selected ? 0 : -1}
                  className={styles.tab}
                  onClick={() => choose(form.id)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  <form.Icon size={22} />
                  <span>{form.label}</span>
                </button>
              );
            })}
          </div>
        </div>

        <aside className={styles.reach} aria-labelledby={`${baseId}-reach`}>
          <h2 id={`${baseId}-reach`} className={styles.reachTitle}>
            Something else?
          </h2>
          <p className={styles.muted}>For anything else, call or e-mail us and we will gladly help.</p>
          <ul className={styles.reachLinks}>
            <li>
              <a href={`tel:${business.phoneE164}`}>
                <PhoneIcon size={20} />
                <span>{business.phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`}>
                <MailIcon size={20} />
                <span>{business.email}</span>
              </a>
            </li>
          </ul>
        </aside>

        <div className={styles.panels}>
          {contactForms.map((form) => {
            const selected = form.id === activeId;
            return (
              <section key={form.id} id={panelId(form.id)} role="tabpanel" aria-labelledby={tabId(form.id)} hidden={!selected} className={styles.panel}>
                {opened.has(form.id) ? (
                  <>
                    <div className={styles.panelHeader}>
                      <h2 className={styles.panelTitle}>{form.title}</h2>
                      <p className={styles.muted}>{form.intro}</p>
                    </div>
                    <form.Panel />
                  </>
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
