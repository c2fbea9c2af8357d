// Seeded survey templates (issue 26, ADR 060): the surveys an OSH consultancy runs again
// and again. "New from template" in the survey list makes a draft from one — fresh
// question keys each time, conditions pointing at the new keys — which the builder then
// edits like any draft. Pure data and functions: the builder's checks (draftProblems)
// and the database's (publish_survey) both pass for every template, as the tests show.
import { newKey } from './builder.ts';
import type { Rule } from './conditions.ts';
import type { DraftQuestion, QuestionKind, SurveyDraft } from './shapes.ts';

export interface SurveyTemplate {
  id: string;
  title: string;
  description: string;
  purpose: 'general' | 'feedback' | 'training-evaluation' | 'safety-perception' | 'health';
  /** One line for the chooser. */
  summary: string;
  questions: TemplateQuestion[];
  settings?: SurveyDraft['settings'];
}

/** A question of a template: `ref` names it so a later condition can point at it. */
type TemplateQuestion = Omit<DraftQuestion, 'key' | 'show_if'> & {
  ref?: string;
  show_if?: Omit<Rule, 'question'> & { ref: string };
};

const t = (kind: QuestionKind, title: string, extra: Partial<TemplateQuestion> = {}): TemplateQuestion => ({
  kind,
  title,
  required: false,
  ...extra,
});

const AGREE = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
const YES_NO = ['Yes', 'No'];

export const SURVEY_TEMPLATES: readonly SurveyTemplate[] = [
  {
    id: 'client-satisfaction',
    title: 'Client satisfaction after an audit',
    description: 'A few minutes about the audit we carried out for you. Your answers help us improve.',
    purpose: 'feedback',
    summary: 'NPS, the auditor, the report, what went well (asked of promoters) and what to improve',
    settings: { anonymous: true, thank_you: 'Thank you: we read every answer.' },
    questions: [
      t('section', 'The audit'),
      t('single_choice', 'Which service did we provide?', {
        required: true,
        choices: ['Fire safety audit', 'OSH audit', 'Noise survey', 'Risk assessment', 'Other'],
      }),
      t('date', 'Date of the visit'),
      t('rating', 'Overall, how satisfied are you with the audit?', { required: true, max: 5 }),
      t('matrix', 'How did the auditor do?', {
        rows: ['Knowledge', 'Punctuality', 'Courtesy', 'Clear explanations'],
        choices: ['Poor', 'Fair', 'Good', 'Very good'],
      }),
      t('single_choice', 'Was the report clear and on time?', { choices: YES_NO }),
      t('section', 'Recommending us'),
      t('nps', 'How likely are you to recommend us to a colleague?', { required: true, ref: 'nps' }),
      t('long_text', 'What did we do especially well?', {
        help: 'Asked of clients who scored 9 or 10',
        show_if: { ref: 'nps', op: 'greater_than', value: 8 },
      }),
      t('long_text', 'What should we have done better?'),
    ],
  },
  {
    id: 'training-evaluation',
    title: 'Training evaluation',
    description: 'Tell us how the training went: it takes three minutes.',
    purpose: 'training-evaluation',
    summary: 'The trainer, the content, confidence before and after, and follow-up needs',
    settings: { anonymous: true },
    questions: [
      t('dropdown', 'Which course did you attend?', {
        required: true,
        choices: ['First aid', 'Fire marshal', 'OSH committee', 'Working at height', 'Other'],
      }),
      t('date', 'Date of the training'),
      t('matrix', 'How far do you agree?', {
        rows: [
          'The objectives were clear',
          'The content was relevant to my work',
          'The trainer knew the subject',
          'The practical exercises helped',
        ],
        choices: AGREE,
        required: true,
      }),
      t('rating', 'How confident were you on the subject before the training?', { max: 5 }),
      t('rating', 'How confident are you now?', { max: 5, required: true }),
      t('single_choice', 'Would you like a follow-up session?', { choices: YES_NO, ref: 'follow' }),
      t('multiple_choice', 'Which topics should the follow-up cover?', {
        choices: [
          'Practical drills',
          'Legal requirements',
          'Records and reporting',
          'Refresher of the basics',
        ],
        show_if: { ref: 'follow', op: 'equals', value: 'Yes' },
      }),
      t('nps', 'How likely are you to recommend this training to a colleague?', { required: true }),
      t('long_text', 'What would make the training better?'),
    ],
  },
  {
    id: 'safety-perception',
    title: 'Workplace safety-perception survey',
    description:
      'Anonymous: nobody at your workplace sees who answered. Tell us honestly how safe you feel at work.',
    purpose: 'safety-perception',
    summary: 'Safety climate statements, near misses, reporting, and what would make work safer',
    settings: { anonymous: true },
    questions: [
      t('dropdown', 'Your department', {
        choices: ['Production', 'Warehouse', 'Maintenance', 'Office', 'Other'],
      }),
      t('matrix', 'How far do you agree?', {
        required: true,
        rows: [
          'Management puts safety before production',
          'I have the protective equipment I need',
          'I can stop work that is unsafe',
          'Accidents are investigated to learn, not to blame',
        ],
        choices: AGREE,
      }),
      t('rating', 'How safe do you feel at work?', { required: true, max: 5 }),
      t('single_choice', 'Did you see a near miss or an accident in the last three months?', {
        choices: YES_NO,
        ref: 'near',
      }),
      t('single_choice', 'Was it reported?', {
        choices: ['Yes', 'No', 'I do not know'],
        show_if: { ref: 'near', op: 'equals', value: 'Yes' },
        ref: 'reported',
      }),
      t('long_text', 'What stopped it from being reported?', {
        show_if: { ref: 'reported', op: 'equals', value: 'No' },
      }),
      t('long_text', 'What one thing would make your workplace safer?'),
    ],
  },
  {
    id: 'noise-exposure',
    title: 'Noise-exposure questionnaire',
    description: 'Part of the noise survey of your workplace. Answer for your usual working day.',
    purpose: 'health',
    summary: 'Hours in noise, hearing protection (and why not), symptoms and hearing tests',
    settings: { anonymous: false },
    questions: [
      t('short_text', 'Your job title', { required: true }),
      t('single_choice', 'Is your work area so noisy that you must shout to be heard at arm’s length?', {
        required: true,
        choices: YES_NO,
        ref: 'noisy',
      }),
      t('number', 'How many hours a day do you spend in the noise?', {
        required: true,
        min: 0,
        max: 24,
        show_if: { ref: 'noisy', op: 'equals', value: 'Yes' },
      }),
      t('single_choice', 'Do you wear hearing protection in the noise?', {
        choices: ['Always', 'Sometimes', 'Never'],
        show_if: { ref: 'noisy', op: 'equals', value: 'Yes' },
        ref: 'protection',
      }),
      t('multiple_choice', 'Why not always?', {
        choices: ['Uncomfortable', 'Not provided', 'Cannot hear colleagues', 'Not needed', 'Other'],
        show_if: { ref: 'protection', op: 'equals', value: 'Never' },
      }),
      t('multiple_choice', 'Do you have any of these?', {
        choices: [
          'Ringing in the ears',
          'Difficulty following conversations',
          'Muffled hearing after work',
          'None',
        ],
      }),
      t('date', 'When was your last hearing test?', { help: 'Leave empty if you never had one' }),
    ],
  },
  {
    id: 'medical-pre-assessment',
    title: 'Medical-exam pre-assessment',
    description:
      'Please answer before your occupational medical examination. Your answers go only to the examining clinician.',
    purpose: 'health',
    summary: 'Work history, exposures, symptoms and current health, identified respondents',
    settings: { anonymous: false, one_per_person: true },
    questions: [
      t('section', 'Your work'),
      t('short_text', 'Your job title', { required: true }),
      t('number', 'Years in this job', { min: 0, max: 60 }),
      t('multiple_choice', 'At work, are you exposed to any of these?', {
        choices: ['Noise', 'Dust', 'Chemicals', 'Heavy lifting', 'Night shifts', 'None of these'],
        ref: 'exposures',
      }),
      t('long_text', 'Which chemicals, and how often?', {
        show_if: { ref: 'exposures', op: 'contains', value: 'Chemicals' },
      }),
      t('section', 'Your health'),
      t('single_choice', 'Do you have a long-term illness or condition?', {
        required: true,
        choices: YES_NO,
        ref: 'condition',
      }),
      t('long_text', 'Please describe it and any medicines you take', {
        required: true,
        show_if: { ref: 'condition', op: 'equals', value: 'Yes' },
      }),
      t('multiple_choice', 'In the last year, have you had any of these?', {
        choices: ['Cough or wheezing', 'Skin rash', 'Back pain', 'Hearing problems', 'None of these'],
      }),
      t('date', 'Date of your last medical examination'),
    ],
  },
];

/** A template as a new survey's fields: fresh keys, conditions on them, the settings. */
export function draftFromTemplate(
  template: SurveyTemplate,
  key: () => string = newKey,
): { title: string; description: string; purpose: string; draft: SurveyDraft } {
  const keys = new Map<string, string>();
  const questions: DraftQuestion[] = template.questions.map((tq) => {
    const { ref, show_if, ...rest } = tq;
    const k = key();
    if (ref) keys.set(ref, k);
    const q: DraftQuestion = {
      ...rest,
      key: k,
      choices: rest.choices ? [...rest.choices] : undefined,
      rows: rest.rows ? [...rest.rows] : undefined,
    };
    if (show_if) {
      const target = keys.get(show_if.ref);
      if (!target) throw new Error(`Template ${template.id}: condition on unknown ref ${show_if.ref}`);
      q.show_if = { question: target, op: show_if.op, value: show_if.value };
    }
    return q;
  });
  return {
    title: template.title,
    description: template.description,
    purpose: template.purpose,
    draft: { questions, settings: { ...(template.settings ?? {}) } },
  };
}
