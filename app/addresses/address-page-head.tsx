import { Link } from 'react-router'
import styles from '~/routes/cart-address-page.module.css'

/**
 * The head of a checkout's address step (the pharmacy's delivery address, the labs' collection address): its title,
 * and 'Add new address' or, with the book full, why not. Hidden while the form is open.
 */
export function AddressPageHead({
  title,
  max,
  full,
  formOpen,
}: {
  title: string
  max: number
  full: boolean
  formOpen: boolean
}) {
  return (
    <div className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      {!formOpen &&
        (full ? (
          <p className={styles.note}>
            You have saved {max} addresses, the most we keep. Delete one you no longer use to add another.
          </p>
        ) : (
          <Link to="?form=new" className="button">
            Add new address
          </Link>
        ))}
    </div>
  )
}
