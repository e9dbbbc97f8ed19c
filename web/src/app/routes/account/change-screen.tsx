/**
 * The frame of a login-and-security change screen (name, phone, password): its title, the crumbs
 * back to Login & security, a lead, and the form once the signed-in user's details are in.
 */
import { business } from '@business';
import type { SessionUser } from '@functions/accounts/contract/auth';
import type { ReactNode } from 'react';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import { AccountDetails } from './account-details.tsx';

export function ChangeScreen({
  title,
  documentTitle = title,
  lead,
  children,
}: {
  title: string;
  /** The window's title, when not the screen's. */
  documentTitle?: string;
  lead: string;
  children: (user: SessionUser) => ReactNode;
}) {
  useDocumentTitle(`${documentTitle} | ${business.name}`);
  return (
    <AccountPage title={title} crumbs={loginSecurityCrumbs} lead={<p>{lead}</p>}>
      <AccountPanel>
        <AccountDetails>{children}</AccountDetails>
      </AccountPanel>
    </AccountPage>
  );
}
