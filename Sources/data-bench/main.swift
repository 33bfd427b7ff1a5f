print("data-bench")
