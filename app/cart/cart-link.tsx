import { Link } from 'react-router'

/** The header's cart link (spec 1 §2.2); the cart count and popup land with the cart work. */
export function CartLink({ labs }: { labs: boolean }) {
  return <Link to={labs ? '/labs/cart' : '/cart'}>Cart</Link>
}
