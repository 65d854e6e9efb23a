/** Adds a lab test to the labs cart (PUT /pwa-api/api/v4/carts/replace?types=labs); lands with the cart work. */
export function AddLabTestButton({ testId, name }: { testId: number; name: string }) {
  return (
    <button type="button" disabled data-test-id={testId} aria-label={`Add ${name} to cart`}>
      Add
    </button>
  )
}
