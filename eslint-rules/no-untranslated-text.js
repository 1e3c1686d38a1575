/**
 * Fails when text a person reads bypasses the message catalogs (src/lib/i18n/catalogs):
 * JSX text, user-facing attributes ("label", "title", "aria-label", "placeholder", ...),
 * string literals rendered from `{...}`, toast messages and validation messages.
 */
const USER_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|alt|placeholder|title|label|legend|fallback|verb|badge|intro|eyebrow|subtitle|hint|message|heading|description|caption|otherName|text|[a-zA-Z]+(Label|Title|Text|Message|Hint|Description|Heading|Placeholder))$/;
const VALIDATION_METHODS = new Set([
  'required',
  'min',
  'max',
  'matches',
  'email',
  'oneOf',
  'notOneOf',
  'typeError',
  'length',
  'test',
  'url',
  'integer',
  'positive',
]);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warn', 'warning', 'loading']);
const hasWords = (text) => /\p{L}{2,}/u.test(text);

function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/** The literals an expression can evaluate to: `a ? 'x' : 'y'`, `a || 'x'`, `'x'`. */
function renderedLiterals(node) {
  if (node.type === 'ConditionalExpression')
    return [...renderedLiterals(node.consequent), ...renderedLiterals(node.alternate)];
  if (node.type === 'LogicalExpression') return [...renderedLiterals(node.left), ...renderedLiterals(node.right)];
  const text = literalText(node);
  return text !== null && hasWords(text) ? [node] : [];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text must come from the message catalogs through t().' },
    messages: { untranslated: 'User-facing text "{{text}}" must come from the message catalogs: use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!USER_ATTRIBUTE.test(name) || !node.value) return;
        if (node.value.type === 'Literal' && hasWords(String(node.value.value)))
          report(node.value, String(node.value.value));
        if (node.value.type === 'JSXExpressionContainer') {
          for (const literal of renderedLiterals(node.value.expression)) report(literal, literalText(literal));
        }
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        for (const literal of renderedLiterals(node.expression)) report(literal, literalText(literal));
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        const isToast =
          callee.object.type === 'Identifier' && callee.object.name === 'toast' && TOAST_METHODS.has(method);
        const isValidation = VALIDATION_METHODS.has(method);
        if (!isToast && !isValidation) return;
        for (const argument of node.arguments) {
          const text = literalText(argument);
          if (text !== null && hasWords(text) && (isToast || /\s/.test(text.trim()))) report(argument, text);
        }
      },
    };
  },
};
