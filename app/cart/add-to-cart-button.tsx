/** Adds a pharmacy SKU to the visitor's cart (POST /pwa-api/api/v4/carts/skus); lands with the cart work. */
export function AddToCartButton({ skuId, name }: { skuId: number; name: string }) {
  return (
    <button type="button" disabled data-sku-id={skuId} aria-label={`Add ${name} to cart`}>
      Add to cart
    </button>
  )
}
