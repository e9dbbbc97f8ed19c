/** Where the address screens live (the account route table in app/account-routes.tsx). */
export const addressesPath = '/account/addresses';
export const addAddressPath = `${addressesPath}/add`;
export const editAddressPath = (id: string) => `${addressesPath}/edit/${encodeURIComponent(id)}`;
