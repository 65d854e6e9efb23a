// The doctor's private notes of a consultation (issue 24 §5; decision 064): the rule the API and the desk's form share.

/** One note per consultation, at most this long (a page of clinical notes; Practo Ray's case notes are similar). */
export const MAX_NOTE_CHARS = 4000
