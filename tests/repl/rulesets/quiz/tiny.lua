-- A one-question bank for the quiz transcripts (quiz.in): every turn asks the same.
return {
  question { "A pen is $1.75 and a pad is 75¢. How much in dollars for both?", 2.5, topic = "adding prices" },
}
