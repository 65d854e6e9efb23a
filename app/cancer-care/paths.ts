// Cancer care's pages (issue 24 §8; spec 1 §2.2 names the tab's /cancer-care/home, the rest are ours).
export const CANCER_CARE_HOME = '/cancer-care/home'
export const SECOND_OPINION_PATH = '/cancer-care/second-opinion'
export const MY_REQUESTS_PATH = '/cancer-care/requests'
export const requestPath = (id: number) => `${MY_REQUESTS_PATH}/${id}`
export const STAFF_QUEUE_PATH = '/staff/cancer-care'
export const staffRequestPath = (id: number) => `${STAFF_QUEUE_PATH}/${id}`
/** The second-opinion form's patient value for 'Someone new' (the new patient's fields are then read). */
export const NEW_PATIENT = 'new'
