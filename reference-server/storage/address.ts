/**
 * The members every address of the shop has, each empty: an order's shipping address as it is stored.
 * An order's billing address adds `email` and `phone`, a cart's addresses `phone` and the store's
 * country; each is made from this one, so that the members and their order cannot drift apart.
 */
export const EMPTY_ADDRESS = Object.freeze({
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
});
