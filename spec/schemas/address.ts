import type { ArgSchema } from '../types.js';

const MEMBERS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  address_1: 'Address',
  address_2: 'Apartment, suite, etc.',
  city: 'City',
  state: 'State/County code, or name of the state, county, province, or district.',
  postcode: 'Postal code',
  country: 'Country/Region code in ISO 3166-1 alpha-2 format.',
};

function storefrontAddress(description: string, withEmail: boolean): ArgSchema {
  const properties: Record<string, ArgSchema> = {};
  for (const [name, text] of Object.entries(MEMBERS))
    properties[name] = { description: text, type: 'string', required: true };
  // An "e-mail" (the document), with no format: neither the document nor the platform's index gives a
  // storefront address one, and the routes differ in what they do with a value that is no address
  // (spec/value-handling.ts: checkout validates it, update-customer sanitises it).
  if (withEmail) properties.email = { description: 'Email', type: 'string', required: true };
  properties.phone = { description: 'Phone', type: 'string', required: true };
  return { description, type: 'object', properties };
}

/** Storefront billing address: every member declared required inside the object, email included. */
export const billingAddress = (): ArgSchema => storefrontAddress('Billing address.', true);
/** Storefront shipping address of cart update-customer: no email. */
export const shippingAddress = (): ArgSchema => storefrontAddress('Shipping address.', false);
/** Storefront shipping address of checkout: with email. */
export const checkoutShippingAddress = (): ArgSchema => storefrontAddress('Shipping address.', true);

/** Administration order addresses: plain strings, none required. */
export function orderBilling(): ArgSchema {
  const properties: Record<string, ArgSchema> = {};
  for (const [name, text] of Object.entries(MEMBERS)) properties[name] = { description: text, type: 'string' };
  properties.email = { description: 'Email address.', type: ['string', 'null'], format: 'email' };
  properties.phone = { description: 'Phone number.', type: 'string' };
  return { description: 'Billing address.', type: 'object', properties };
}

export function orderShipping(): ArgSchema {
  const properties: Record<string, ArgSchema> = {};
  for (const [name, text] of Object.entries(MEMBERS)) properties[name] = { description: text, type: 'string' };
  return { description: 'Shipping address.', type: 'object', properties };
}
