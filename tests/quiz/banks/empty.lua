-- A bank with no questions.
return {}
