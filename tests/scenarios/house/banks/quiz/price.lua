-- A one-question bank about money, to try the forms an amount may be typed in.
return {
  question { "A pen is $1.75 and a pad is 75¢. How much in dollars for both?", 2.5 },
}
