import { Link, useRouteLoaderData } from 'react-router'
import type { loader as staffLoader } from './staff'

// /staff: where each staff member starts: the areas their roles open.

export default function StaffHome() {
  const staff = useRouteLoaderData<typeof staffLoader>('routes/staff')
  return (
    <section aria-labelledby="staff-home">
      <h1 id="staff-home">Back office</h1>
      <ul>
        {staff?.pharmacist && (
          <li>
            <Link to="/staff/prescriptions">Prescription queue</Link>: prescriptions waiting for a pharmacist, Care Plan members’
            orders first, then oldest first.
          </li>
        )}
        {staff?.desk && (
          <li>
            <Link to="/staff/orders">Order desk</Link>: pack, ship, deliver, cancel and return orders.
          </li>
        )}
        {staff?.desk && (
          <li>
            <Link to="/staff/care-plan">Care Plan members</Link>: a customer&apos;s plan, savings and reminders; cancel with a
            refund.
          </li>
        )}
        {staff?.desk && (
          <li>
            <Link to="/staff/reviews">Reviews</Link>: hide abusive reviews, or show them again.
          </li>
        )}
        {staff?.desk && (
          <li>
            <Link to="/staff/grievances">Grievances</Link>: answer people&apos;s grievances about their data within 90 days.
          </li>
        )}
        {staff?.desk && (
          <li>
            <Link to="/staff/cancer-care">Cancer care requests</Link>: second opinions to assign to an oncologist and answer.
          </li>
        )}
        {staff?.labs && (
          <li>
            <Link to="/staff/labs">Labs desk</Link>: the day&apos;s home collections, results and reports.
          </li>
        )}
        {staff?.labs && (
          <li>
            <Link to="/staff/vaccination">Vaccination desk</Link>: the day&apos;s home vaccinations, doses and certificates.
          </li>
        )}
        {staff?.doctor && (
          <li>
            <Link to="/staff/consultations">Doctor’s desk</Link>: today&apos;s and waiting consultations; join the room, complete,
            write the e-prescription.
          </li>
        )}
        {(staff?.pharmacist || staff?.desk) && (
          <li>
            <Link to="/staff/registers">Registers</Link>: the prescription (Rule 65) and Schedule H1 registers, as CSV.
          </li>
        )}
        {staff?.doctor && (
          <li>
            <Link to="/staff/consultations/hours">My hours</Link>: your weekly hours, days off and extra hours.
          </li>
        )}
      </ul>
    </section>
  )
}
