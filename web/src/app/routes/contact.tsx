/**
 * The contact screen (docs/product.md#contact-screen): a left panel 'Choose type of form' whose
 * tabs switch between the catering, dish request and ingredients request forms (catering first),
 * and the phone number and e-mail address for everything else. `?form=dish-request` or
 * `?form=ingredients-request` opens another form first. A form is mounted when first opened and
 * stays mounted while hidden, so switching back keeps what was typed.
 */
import { business } from '@business';
import { ContactLinks } from '../../components/contact-links.tsx';
import { useContactTabs } from '../../features/contact/hooks/use-contact-tabs.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './contact.module.scss';

export function ContactScreen() {
  useDocumentTitle(`Contact Us | ${business.name}`);
  const { contactForms, baseId, activeId, opened, tabId, panelId, tabRef, choose, onTabKeyDown } = useContactTabs();

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
                  ref={tabRef(form.id)}
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
          <ContactLinks icon={20} list />
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
