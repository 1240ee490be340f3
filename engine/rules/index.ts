/**
 * engine/rules: each regulator's rules as data (rulebooks/<id>.json, validated against
 * schemas/rulebook.schema.json) and what the engine asks of them: which apply at an instant, and
 * whether an offer keeps them. Pure, so the server, the CLI, the studio and the browser share it.
 */
export {
  isRuleInForce,
  nextRuleChange,
  ruleInForce,
  rulesInForce,
  type MarketRulebook,
  type Rule,
  type RuleKind,
  type Rulebook,
} from './rulebook.ts';
export { explainRules, type ExplainedRule } from './explain-rules.ts';
