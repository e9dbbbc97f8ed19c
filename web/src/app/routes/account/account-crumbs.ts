import type { Crumb } from '../../../features/account/components/account-page.tsx';

export const accountCrumb: Crumb = { label: 'Your account', to: '/account' };
export const loginSecurityCrumbs: Crumb[] = [accountCrumb, { label: 'Login & security', to: '/account/login-security' }];
