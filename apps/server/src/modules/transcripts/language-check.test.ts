import { describe, expect, it } from 'vitest'
import { looksNonEnglish } from './language-check'

describe('looksNonEnglish — "non-English text; analysis may be partial" heuristic', () => {
  it.each([
    ['an English sales call', ['Thanks for joining today. Can you tell me about your current process and what is not working for you right now?'], false],
    ['short English', ['Yes.', 'Okay, sounds good.'], false],
    ['English with names and numbers', ['Jürgen from Müller GmbH said the budget is 50,000 euros for Q3 and we can start on the 12th'], false],
    ['nothing but numbers', ['123 456'], false],
    ['empty', [], false],
    ['Russian', ['Спасибо, что пришли сегодня. Давайте обсудим цену и условия контракта.'], true],
    ['Japanese', ['本日はお時間をいただきありがとうございます 価格について質問があります'], true],
    ['Greek with a few English words', ['Ευχαριστώ για τον χρόνο σας CRM demo σήμερα'], true],
    [
      'Spanish in ASCII (no English function words in 30+ words)',
      [
        'Buenos dias a todos gracias por venir hoy queremos entender el precio y las condiciones del contrato antes de decidir nada con el equipo de compras y finanzas este mes para poder avanzar rapido',
      ],
      true,
    ],
    ['short Spanish in ASCII (too short to judge)', ['Hola, gracias por venir'], false],
  ])('%s → %s', (_name, texts, expected) => {
    expect(looksNonEnglish(texts)).toBe(expected)
  })
})
