import { CampaignQuestionForm, PartnershipLeadForm, SurveyForm } from '../partnerships/forms'
import type { FormRenderers } from './blocks'

// The components that draw the forms content pages carry (issue 27: the partnership lead form, the campaign's
// question, the survey, the insurer's activation), by kind. Each form's own folder provides its component; this table
// is the one place content pages find them.
export const PAGE_FORMS: FormRenderers = {
  partnership_lead: (block) => <PartnershipLeadForm block={block} />,
  campaign_question: (block) => <CampaignQuestionForm block={block} />,
  survey: (block) => <SurveyForm block={block} />,
}
