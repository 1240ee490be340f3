/**
 * engine/rules: each regulator's rules as data (rulebooks/<id>.json, validated against
 * schemas/rulebook.schema.json) and what the engine asks of them: which apply at an instant, and
 * whether an offer keeps them. Pure, so the server, the CLI, the studio and the browser share it.
 */
export {
  isRuleInForce,
  nextRuleChange,
  ruleInForce,
  rulebookOfCountry,
  rulesInForce,
  type MarketRulebook,
  type Rule,
  type RuleKind,
  type Rulebook,
} from './rulebook.ts';
export { explainRules, type ExplainedRule } from './explain-rules.ts';
export { offerProblems, type OfferProblem } from './offer-problems.ts';
export { advertisedWageringMultiples, wageringCopyProblems } from './wagering-copy-problems.ts';
export { promotionProblems } from './promotion-problems.ts';
