print("grader")
