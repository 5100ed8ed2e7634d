// Who may do what with a cart (docs/product/shop-and-payments.md): a member's cart is theirs alone (another
// member's line does not exist for them: 404), and only a product for sale, an active one, can
// be added or shown; a line whose product was withdrawn stays hidden until it is back.
export const ownsLine = (line: { user_id: number }, userId: number): boolean => line.user_id === userId;

export const isForSale = (product: { is_active: number }): boolean => product.is_active === 1;
