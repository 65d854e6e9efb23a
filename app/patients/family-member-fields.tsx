import { MAX_AGE, MIN_AGE, PATIENT_GENDER_LABELS, PATIENT_GENDERS } from '../../core/patients/patients.ts'

// The fields of 'Add a family member' (name, age or date of birth, gender, relation) that the consultation's booking
// page, the corporate member list and the profile share (the profile edits a member with them too); each page's form,
// action and messages around them stay its own. A select without a default starts on a disabled 'Choose'.

export interface FamilyMemberFieldsProps<R extends string> {
  /** The inputs' ids: `${idPrefix}-name`, `${idPrefix}-age` or `-birth`, `-gender`, `-relation`. */
  idPrefix: string
  /** Age in years (patients) or the date of birth (a corporate dependant). */
  born: 'age' | 'birth_date'
  relations: readonly R[]
  relationLabels: Record<R, string>
  /** The relation's label: 'Relation to you', 'Relation'. */
  relationLabel: string
  /** What the fields start with (editing a member: all of them). */
  defaults?: { name?: string; age?: number | null; gender?: string; relation?: R }
  /** The page's classes: each field's wrapper, and its label, text inputs and selects where the page styles them. */
  classes: { field?: string; label?: string; input?: string; select?: string }
}

export function FamilyMemberFields<R extends string>(p: FamilyMemberFieldsProps<R>) {
  const { field, label, input, select } = p.classes
  const choose = (
    <option value="" disabled>
      Choose
    </option>
  )
  return (
    <>
      <div className={field}>
        <label className={label} htmlFor={`${p.idPrefix}-name`}>
          Full name
        </label>
        <input
          id={`${p.idPrefix}-name`}
          name="name"
          className={input}
          autoComplete="off"
          required
          minLength={3}
          maxLength={100}
          defaultValue={p.defaults?.name}
        />
      </div>
      {p.born === 'age' ? (
        <div className={field}>
          <label className={label} htmlFor={`${p.idPrefix}-age`}>
            Age in years
          </label>
          <input
            id={`${p.idPrefix}-age`}
            name="age"
            type="number"
            inputMode="numeric"
            className={input}
            min={MIN_AGE}
            max={MAX_AGE}
            required
            defaultValue={p.defaults?.age ?? undefined}
          />
        </div>
      ) : (
        <div className={field}>
          <label className={label} htmlFor={`${p.idPrefix}-birth`}>
            Date of birth
          </label>
          <input id={`${p.idPrefix}-birth`} name="birth_date" type="date" className={input} required />
        </div>
      )}
      <div className={field}>
        <label className={label} htmlFor={`${p.idPrefix}-gender`}>
          Gender
        </label>
        <select id={`${p.idPrefix}-gender`} name="gender" className={select} required defaultValue={p.defaults?.gender ?? ''}>
          {!p.defaults?.gender && choose}
          {PATIENT_GENDERS.map((g) => (
            <option key={g} value={g}>
              {PATIENT_GENDER_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${p.idPrefix}-relation`}>
          {p.relationLabel}
        </label>
        <select
          id={`${p.idPrefix}-relation`}
          name="relation"
          className={select}
          required
          defaultValue={p.defaults?.relation ?? ''}
        >
          {!p.defaults?.relation && choose}
          {p.relations.map((r) => (
            <option key={r} value={r}>
              {p.relationLabels[r]}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
