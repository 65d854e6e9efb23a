import { Link } from 'react-router'

/** spec 1 §2.3: the quick-order banner, exactly as written; in the sub-header from 768 px, in the menu drawer below. */
export function QuickOrder({ labs, className, onNavigate }: { labs: boolean; className?: string; onNavigate?: () => void }) {
  return labs ? (
    <p className={`quick-order ${className ?? ''}`}>
      Upto 50% Off{' '}
      <Link to="/labs/order-with-prescription" className="button" onClick={onNavigate}>
        Book Test From Prescription
      </Link>
    </p>
  ) : (
    <p className={`quick-order ${className ?? ''}`}>
      QUICK BUY! Get 25% off on medicines*{' '}
      <Link to="/order-with-prescription" className="button" onClick={onNavigate}>
        Quick order
      </Link>
    </p>
  )
}
